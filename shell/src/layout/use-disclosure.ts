/**
 * An open-or-closed panel of the top and bottom bars (user menu, 'Meer'): it closes on a
 * tap or click outside its root and on Escape, which gives focus back to its toggle.
 */
import { useEffect, useRef, useState } from 'react';

export function useDisclosure<TRoot extends HTMLElement>() {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<TRoot>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return { isOpen, setIsOpen, rootRef, toggleRef };
}
