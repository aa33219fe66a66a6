import { describe, expect, it } from 'vitest';
import { readDiagramMarker, withDiagramMarker } from './diagram-marker.ts';

describe('the diagram marker of compiled code', () => {
  it('names the diagram types on the first line, each once, and reads them back', () => {
    const code = withDiagramMarker('export default 1;\n', ['sequence', 'flowchart-v2', 'sequence']);
    expect(code).toBe('/* folio-diagrams: sequence flowchart-v2 */\nexport default 1;\n');
    expect(readDiagramMarker(code)).toEqual(['sequence', 'flowchart-v2']);
  });

  it('leaves code without diagrams as it is, and finds none in it', () => {
    expect(withDiagramMarker('export default 1;\n', [])).toBe('export default 1;\n');
    expect(readDiagramMarker('export default 1;\n')).toEqual([]);
    expect(readDiagramMarker('/* folio-diagrams: sequence')).toEqual([]);
  });

  it('takes only names that are type ids, so the comment cannot be closed early', () => {
    expect(readDiagramMarker(withDiagramMarker('x', ['pie', 'a */ b', '']))).toEqual(['pie']);
  });
});
