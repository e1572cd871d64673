import { useCallback, useRef, type PointerEvent } from 'react';

/** specification section 2: the signature canvas is 800x400 and exported as a PNG data URL. */
export const SIGNATURE_WIDTH = 800;
export const SIGNATURE_HEIGHT = 400;
const INK = '#0f1f45';
const LINE_WIDTH = 5;

interface Point {
  x: number;
  y: number;
}

/** Canvas coordinates of a pointer event: the canvas is drawn at 800x400 but shown scaled by CSS. */
export function canvasPoint(
  client: { clientX: number; clientY: number },
  rect: { left: number; top: number; width: number; height: number },
  canvas: { width: number; height: number },
): Point {
  return {
    x: ((client.clientX - rect.left) * canvas.width) / rect.width,
    y: ((client.clientY - rect.top) * canvas.height) / rect.height,
  };
}

/**
 * Drawing with Pointer Events, so mouse, finger and pen all work; the pointer is captured so a
 * stroke continues outside the canvas. `onChange` gets the PNG after every stroke, null on clear.
 */
export function useSignaturePad(onChange: (dataUrl: string | null) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ pointerId: number; last: Point } | null>(null);

  const context = () => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return null;
    ctx.strokeStyle = INK;
    ctx.fillStyle = INK;
    ctx.lineWidth = LINE_WIDTH;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    return ctx;
  };
  const pointOf = (event: { clientX: number; clientY: number }) => {
    const canvas = canvasRef.current;
    return canvas ? canvasPoint(event, canvas.getBoundingClientRect(), canvas) : { x: 0, y: 0 };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const ctx = context();
    if (!ctx || stroke.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const start = pointOf(event);
    ctx.beginPath();
    ctx.arc(start.x, start.y, LINE_WIDTH / 2, 0, Math.PI * 2);
    ctx.fill();
    stroke.current = { pointerId: event.pointerId, last: start };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    const ctx = context();
    if (!current || current.pointerId !== event.pointerId || !ctx) return;
    // Coalesced events carry the points between frames: smoother lines on fast strokes.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    ctx.beginPath();
    ctx.moveTo(current.last.x, current.last.y);
    for (const e of events.length ? events : [event]) {
      const next = pointOf(e);
      ctx.lineTo(next.x, next.y);
      current.last = next;
    }
    ctx.stroke();
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointerId !== event.pointerId) return;
    stroke.current = null;
    onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    stroke.current = null;
    onChange(null);
  }, [onChange]);

  /** The keyboard route: the signer's typed name, written on the pad in a handwriting style. */
  const writeName = (name: string) => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (!canvas || !ctx || !name.trim()) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    let size = 96;
    const font = () => `italic ${size}px "Segoe Script", "Brush Script MT", cursive, serif`;
    ctx.font = font();
    while (ctx.measureText(name).width > canvas.width * 0.85 && size > 24) {
      size -= 4;
      ctx.font = font();
    }
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(name.trim(), canvas.width / 2, canvas.height / 2);
    onChange(canvas.toDataURL('image/png'));
  };

  return {
    canvasRef,
    clear,
    writeName,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
