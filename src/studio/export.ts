import type { AnyStateMachine } from 'xstate';
import type { StudioGraph } from './graph.ts';

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
const mermaidText = (text: string) => text.replace(/[:;#{}"]/g, ' ').replace(/\s+/g, ' ').trim();

/** The machine as Mermaid stateDiagram-v2 text: compound states nest, parallel regions split by "--". */
export const toMermaid = (graph: StudioGraph): string => {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const lines = ['stateDiagram-v2'];
  const emit = (ids: string[], indent: string, parallel: boolean) => {
    ids.forEach((id, index) => {
      const node = byId.get(id)!;
      if (parallel && index > 0) lines.push(`${indent}--`);
      lines.push(`${indent}state "${mermaidText(node.key)}" as ${mermaidId(id)}`);
      if (node.initial) lines.push(`${indent}[*] --> ${mermaidId(id)}`);
      if (node.type === 'final') lines.push(`${indent}${mermaidId(id)} --> [*]`);
      if (node.children.length > 0) {
        lines.push(`${indent}state ${mermaidId(id)} {`);
        emit(node.children, `${indent}  `, node.type === 'parallel');
        lines.push(`${indent}}`);
      }
    });
  };
  emit(graph.nodes.filter((node) => node.parentId === null).map((node) => node.id), '  ', false);
  for (const edge of graph.edges) {
    const label = mermaidText([edge.eventType || 'always', edge.guard ? `[${edge.guard}]` : '', edge.actions.length > 0 ? `/ ${edge.actions.join(', ')}` : ''].filter(Boolean).join(' '));
    for (const target of edge.targets) lines.push(`  ${mermaidId(edge.source)} --> ${mermaidId(target)} : ${label}`);
  }
  return `${lines.join('\n')}\n`;
};

/** Reads Mermaid stateDiagram-v2 text back: the states declared and the transitions (for tests and checks). */
export const parseMermaid = (text: string) => {
  const lines = text.split('\n').map((line) => line.trim());
  if (lines[0] !== 'stateDiagram-v2') throw new Error('not a stateDiagram-v2');
  const states = lines.flatMap((line) => /^state "[^"]*" as (\S+)$/.exec(line)?.[1] ?? []);
  const transitions = lines.flatMap((line) => {
    const match = /^(\S+) --> (\S+)(?: : (.*))?$/.exec(line);
    return match && match[1] !== '[*]' && match[2] !== '[*]' ? [{ from: match[1]!, to: match[2]!, label: match[3] ?? '' }] : [];
  });
  return { states, transitions };
};

/** The machine's JSON definition (what Stately's tools read), functions left out. */
export const machineJson = (machine: AnyStateMachine): string =>
  `${JSON.stringify(machine.definition, (_key, value: unknown) => (typeof value === 'function' ? undefined : value), 2)}\n`;

/** A standalone SVG document of the drawing (its styles are attributes, so it looks the same). */
export const svgText = (svg: SVGSVGElement): string => {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', copy.viewBox.baseVal.width.toString());
  copy.setAttribute('height', copy.viewBox.baseVal.height.toString());
  copy.removeAttribute('style');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
};

/** The drawing as a PNG, drawn from its SVG on a canvas (no network, no library). */
export const pngBlob = (svg: SVGSVGElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = svg.viewBox.baseVal.width;
      canvas.height = svg.viewBox.baseVal.height;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no canvas'));
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png');
    };
    image.onerror = () => reject(new Error('the SVG could not be drawn'));
    image.src = url;
  });

export const download = (name: string, content: Blob | string, type = 'text/plain') => {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
