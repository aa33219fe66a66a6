import { describe, expect, it } from 'vitest';
import { kebabCase } from './kebab-case.ts';

describe('kebabCase (lodash-compatible, as Docusaurus makes tag slugs)', () => {
  it.each([
    ['Inspektor Gadget', 'inspektor-gadget'],
    ['eBPF', 'e-bpf'],
    ['CO-RE', 'co-re'],
    ['k9s', 'k-9-s'],
    ['BPF', 'bpf'],
    ['network policy', 'network-policy'],
    ['KubeCon', 'kube-con'],
    ['OpenTelemetry', 'open-telemetry'],
    ['CoreDNS', 'core-dns'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['IPv6', 'i-pv-6'],
    ['v0.5.0', 'v-0-5-0'],
    ['__FOO_BAR__', 'foo-bar'],
    ['fooBar', 'foo-bar'],
    ['/inspektor-gadget', 'inspektor-gadget'],
    ['Héllo wörld', 'hello-world'],
    ["don't stop", 'dont-stop'],
    ['1st place', '1st-place'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});
