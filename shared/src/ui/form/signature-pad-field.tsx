/**
 * A signature drawing pad (spec 000 §2.4, §3, §9): a canvas 250 px high and as wide as
 * its box, drawn with the options of the spec (pen colour, min width 0.5, max width 2.5,
 * dot size, velocity filter weight 0.7, min distance 5, throttle 16 ms). It clears on
 * resize (the drawing cannot be scaled without distortion) and reports the signature as a
 * PNG data URL, or null when the pad is empty. Pointer events only: finger, pen and mouse.
 * The drawing library is fetched when a pad is shown, not with the shared UI every page
 * loads (it is only on the forms that ask for a signature).
 */
import type SignaturePad from 'signature_pad';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './button.js';
import { describedBy, FieldMessages, RequiredMarker, useFieldIds } from './field-parts.js';

/** The pad options of spec 000 §3. */
export const SIGNATURE_PAD_OPTIONS = {
  penColor: 'rgb(17, 24, 39)',
  minWidth: 0.5,
  maxWidth: 2.5,
  dotSize: 1.5,
  velocityFilterWeight: 0.7,
  minDistance: 5,
  throttle: 16,
} as const;

/** Canvas height in CSS pixels (spec 001 §9). */
export const SIGNATURE_CANVAS_HEIGHT = 250;

export type TSignaturePadFieldProps = {
  label: ReactNode;
  /** The clear button's label. */
  clearLabel: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
  id?: string;
  /** The PNG data URL after each stroke; null after clearing or a resize. */
  onChange: (signature: string | null) => void;
};

/**
 * Fits a pad to its canvas (and again when the canvas changes width) and reports each
 * stroke's signature; returns its clean-up.
 */
function attachPad(
  canvas: HTMLCanvasElement,
  pad: SignaturePad,
  report: (signature: string | null) => void,
): () => void {
  const onEnd = () => report(pad.isEmpty() ? null : pad.toDataURL('image/png'));
  pad.addEventListener('endStroke', onEnd);

  let width = 0;
  const fit = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const box = canvas.getBoundingClientRect();
    // why: phones fire resize when the address bar slides; only a new width clears.
    if (Math.round(box.width) === width) return;
    width = Math.round(box.width);
    canvas.width = box.width * ratio;
    canvas.height = SIGNATURE_CANVAS_HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    report(null);
  };
  fit();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
  observer?.observe(canvas);
  return () => {
    observer?.disconnect();
    pad.removeEventListener('endStroke', onEnd);
    pad.off();
  };
}

export function SignaturePadField({
  label,
  clearLabel,
  hint,
  error,
  required,
  id,
  onChange,
}: TSignaturePadFieldProps) {
  const ids = useFieldIds(id);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof canvas.getContext !== 'function' || !canvas.getContext('2d')) {
      return undefined;
    }
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('signature_pad').then(
      ({ default: Pad }) => {
        if (unmounted) return;
        const pad = new Pad(canvas, SIGNATURE_PAD_OPTIONS);
        padRef.current = pad;
        stop = attachPad(canvas, pad, (signature) => onChangeRef.current(signature));
      },
      (error: unknown) => console.error('The signature pad could not load', error),
    );
    return () => {
      unmounted = true;
      stop?.();
      padRef.current = null;
    };
  }, []);

  return (
    <div className="ui-field ui-signature">
      <label className="ui-field__label" htmlFor={ids.inputId}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <canvas
        ref={canvasRef}
        id={ids.inputId}
        className="ui-signature__canvas"
        style={{ height: SIGNATURE_CANVAS_HEIGHT }}
        tabIndex={0}
        role="img"
        aria-label={typeof label === 'string' ? label : undefined}
        {...describedBy(ids, hint, error)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          {clearLabel}
        </Button>
      </div>
    </div>
  );
}
