import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from './hooks/useMediaQuery';
import styles from './Confetti.module.css';

// A short celebration when a wizard finishes or a purchase is confirmed (docs/product.md §9). docs/product.md §21
// caps it at 35 pieces; it draws on one canvas, is hidden from assistive technology, honours prefers-reduced-motion
// by not running at all, and removes itself when it has fallen.

export const maxConfettiPieces = 35;
export const confettiDurationMs = 2400;
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const colours = ['#4845ff', '#8f8cff', '#ffb547', '#2fbf71', '#ff5c8a', '#29b6f6'];

export interface ConfettiPiece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  rotation: number;
  spin: number;
  colour: string;
}

/** The pieces of one burst from the top centre of a `width` × `height` area; never more than 35. */
export function createConfettiPieces(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): ConfettiPiece[] {
  const total = Math.max(0, Math.min(maxConfettiPieces, Math.floor(count)));
  return Array.from({ length: total }, (_, index) => {
    const angle = -Math.PI / 2 + (random() - 0.5) * (Math.PI * 0.9);
    const speed = (0.55 + random() * 0.45) * Math.max(height, 320) * 0.0022;
    return {
      x: width / 2 + (random() - 0.5) * width * 0.2,
      y: height * 0.28,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      size: 6 + random() * 6,
      rotation: random() * Math.PI * 2,
      spin: (random() - 0.5) * 0.02,
      colour: colours[index % colours.length] ?? '#4845ff',
    };
  });
}

export function Confetti({ pieces = maxConfettiPieces, onDone }: { pieces?: number; onDone?: () => void }) {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [finished, setFinished] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (reducedMotion || finished) return;
    const canvas = canvasRef.current;
    let frame = 0;
    const finish = () => {
      setFinished(true);
      onDoneRef.current?.();
    };
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = canvas?.getContext('2d') ?? null;
    } catch {
      context = null;
    }
    if (!canvas || !context || typeof requestAnimationFrame !== 'function') {
      frame = window.setTimeout(finish, 0);
      return () => window.clearTimeout(frame);
    }
    const ctx = context;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.scale(ratio, ratio);
    const burst = createConfettiPieces(pieces, width, height);
    const gravity = 0.0009 * Math.max(height, 320) * 0.002;
    let start: number | null = null;
    let last = 0;

    const draw = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      const step = Math.min(now - (last || now), 32);
      last = now;
      ctx.clearRect(0, 0, width, height);
      const fade = Math.max(
        0,
        1 - Math.max(0, elapsed - confettiDurationMs * 0.6) / (confettiDurationMs * 0.4),
      );
      ctx.globalAlpha = fade;
      for (const piece of burst) {
        piece.vy += gravity * step;
        piece.vx *= 0.995;
        piece.x += piece.vx * step;
        piece.y += piece.vy * step;
        piece.rotation += piece.spin * step;
        ctx.save();
        ctx.translate(piece.x, piece.y);
        ctx.rotate(piece.rotation);
        ctx.fillStyle = piece.colour;
        ctx.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        ctx.restore();
      }
      if (elapsed >= confettiDurationMs) finish();
      else frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [reducedMotion, finished, pieces]);

  if (reducedMotion || finished) return null;
  return <canvas ref={canvasRef} className={styles.confetti} aria-hidden="true" data-testid="confetti" />;
}
