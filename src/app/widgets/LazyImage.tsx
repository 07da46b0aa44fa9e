import { useEffect, useRef, useState } from 'react';
import { ImageOff } from '../icons';
import './shared.css';

/** Spec 02 section 9: the observer's root margin and threshold. */
const LAZY_OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '0px', threshold: 0 };

type LazyImageState = 'loading' | 'loaded' | 'error';

interface LazyImageProps {
  src: string | null;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** Told each state change (loading, loaded, error). */
  onStateChange?: (state: LazyImageState) => void;
}

/**
 * Loads its image once it is on screen: loading, then loaded or error (spec 02 section 4). A failed
 * image shows a placeholder carrying the same text alternative; the failure is not reported.
 */
export function LazyImage({ src, alt, width, height, className, onStateChange }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState<LazyImageState>(src ? 'loading' : 'error');
  const report = useRef(onStateChange);
  report.current = onStateChange;

  useEffect(() => {
    setState(src ? 'loading' : 'error');
  }, [src]);
  useEffect(() => report.current?.(state), [state]);

  useEffect(() => {
    const element = box.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    }, LAZY_OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <span
      ref={box}
      className={`lazy-image lazy-image--${state} ${className ?? ''}`}
      data-state={state}
      style={{ width, height }}
    >
      {state === 'error' ? (
        <span
          className="lazy-image__fallback"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <ImageOff aria-hidden size={20} />
        </span>
      ) : (
        visible &&
        src && (
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            onLoad={() => setState('loaded')}
            onError={() => setState('error')}
          />
        )
      )}
    </span>
  );
}
