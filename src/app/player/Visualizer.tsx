import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from './usePlayer';
import { startBars } from './visualizer-gl';

/**
 * Frequency bars drawn with WebGL2 from the player's analyser. The Web Audio graph is made
 * only now, when the visualizer first opens, never on the default playback path.
 */
export function Visualizer() {
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
    return startBars(gl, canvas, analyser);
  }, [player]);

  if (!supported) {
    return (
      <p className="state state--error" role="alert">
        {t('errors.noWebgl2')}
      </p>
    );
  }
  return <canvas ref={canvasRef} className="visualizer" aria-label={t('queue.visualizer')} role="img" />;
}
