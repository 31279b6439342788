import type { PointerEvent } from 'react';
import type { Drawing } from './layout.ts';
import { visibleRect, type Size, type View } from './view.ts';

const WIDTH = 180;

/**
 * The whole chart small, in a corner, with the part in view framed; a press or drag on it centres
 * the view there. The mouse's shortcut only: the arrows and Fit do the same from the keyboard.
 */
export function Minimap({ drawing, view, viewport, onCentre }: { drawing: Drawing; view: View; viewport: Size; onCentre: (point: { x: number; y: number }) => void }) {
  const ratio = WIDTH / Math.max(1, drawing.width);
  const height = Math.min(140, drawing.height * ratio);
  const scale = Math.min(ratio, height / Math.max(1, drawing.height));
  const frame = visibleRect(view, viewport);
  const centre = (event: PointerEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    onCentre({ x: (event.clientX - bounds.left) / scale, y: (event.clientY - bounds.top) / scale });
  };
  return (
    <svg
      aria-hidden="true"
      data-testid="minimap"
      width={Math.ceil(drawing.width * scale)}
      height={Math.ceil(drawing.height * scale)}
      style={{ position: 'absolute', right: 8, bottom: 8, background: '#ffffff', border: '1px solid #a0aec0', boxShadow: '0 1px 4px rgba(0,0,0,0.2)', cursor: 'pointer' }}
      onPointerDown={(event) => {
        event.stopPropagation();
        event.currentTarget.setPointerCapture(event.pointerId);
        centre(event);
      }}
      onPointerMove={(event) => event.buttons === 1 && centre(event)}
      onPointerUp={(event) => event.stopPropagation()}
    >
      <g transform={`scale(${scale})`}>
        {drawing.nodes.map((node) => (
          <rect key={node.id} x={node.x} y={node.y} width={node.width} height={node.height} fill={node.node.children.length > 0 ? '#f7fafc' : '#cbd5e0'} stroke="#718096" strokeWidth={1 / scale} />
        ))}
        <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} fill="rgba(43,108,176,0.12)" stroke="#2b6cb0" strokeWidth={2 / scale} />
      </g>
    </svg>
  );
}
