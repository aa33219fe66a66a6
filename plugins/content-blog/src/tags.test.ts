import { describe, expect, it } from 'vitest';
import { normalizeTagsFile, resolvePostTags, tagsFileSchema } from './tags.ts';

describe('tags file', () => {
  it('fills in labels and permalinks as Docusaurus does', () => {
    const data = tagsFileSchema.parse({ 'e-bpf': { label: 'eBPF', permalink: '/e-bpf' }, kubernetes: null, 'co-re': { label: 'CO-RE', permalink: '/CO-RE' } });
    expect(normalizeTagsFile(data)).toEqual({
      tags: {
        'e-bpf': { label: 'eBPF', description: undefined, permalink: 'e-bpf' },
        kubernetes: { label: 'Kubernetes', description: undefined, permalink: 'kubernetes' },
        'co-re': { label: 'CO-RE', description: undefined, permalink: 'co-re' },
      },
      duplicates: [],
    });
  });

  it('finds two tags sharing one permalink', () => {
    expect(normalizeTagsFile({ a: { permalink: '/same' }, b: { permalink: 'same' } }).duplicates).toEqual([{ permalink: 'same', keys: ['a', 'b'] }]);
  });

  it('rejects unknown fields', () => {
    expect(tagsFileSchema.safeParse({ a: { lable: 'A' } }).success).toBe(false);
  });
});

describe('resolvePostTags', () => {
  const { tags: file } = normalizeTagsFile({ 'e-bpf': { label: 'eBPF', permalink: '/e-bpf', description: 'Kernel' } });

  it('takes keys from the tags file and kebab-cases free labels', () => {
    expect(resolvePostTags(['e-bpf', 'Inspektor Gadget', 'k9s', { label: 'CO-RE', permalink: '/core' }], file, '/blog/tags')).toEqual({
      tags: [
        { label: 'eBPF', permalink: '/blog/tags/e-bpf', description: 'Kernel', inline: false },
        { label: 'Inspektor Gadget', permalink: '/blog/tags/inspektor-gadget', inline: true },
        { label: 'k9s', permalink: '/blog/tags/k-9-s', inline: true },
        { label: 'CO-RE', permalink: '/blog/tags/core', description: undefined, inline: true },
      ],
      inline: ['Inspektor Gadget', 'k9s', 'CO-RE'],
    });
  });

  it('drops a second tag that leads to the same page', () => {
    expect(resolvePostTags(['eBPF', 'e-bpf'], undefined, '/blog/tags').tags).toHaveLength(1);
  });
});
