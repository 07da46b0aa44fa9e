import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseColour } from './cover-tint';
import { usePlayer } from './usePlayer';
import { startBars } from './visualizer-gl';

/**
 * Frequency bars drawn with WebGL2 from the player's analyser, in the theme's accent. The Web Audio
 * graph is made only now, when the visualizer first opens, never on the default playback path.
 */
export function Visualizer({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    const gl = canvas?.getContext('webgl2') ?? null;
    if (!canvas || !gl) {
      setSupported(false);
      return;
    }
    const analyser = player.createAnalyser();
    if (!analyser) return;
    const accent = parseColour(getComputedStyle(canvas).getPropertyValue('--accent-strong'));
    return startBars(gl, canvas, analyser, accent ? [accent[0] / 255, accent[1] / 255, accent[2] / 255] : undefined);
  }, [player]);

  if (!supported) {
    return (
      <p className={`state state--error ${className}`.trim()} role="alert">
        {t('errors.noWebgl2')}
      </p>
    );
  }
  return (
    <canvas
      ref={canvasRef}
      className={`visualizer ${className}`.trim()}
      aria-label={t('queue.visualizer')}
      role="img"
    />
  );
}
