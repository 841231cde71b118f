import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  children: ReactNode;
  footer: ReactNode;
  // Without onClose the dialog cannot be dismissed by Escape or the backdrop (the Yahoo dialog relies on this).
  onClose?: () => void;
  width?: string;
  testId?: string;
  role?: 'dialog' | 'alertdialog';
}

export const Modal = ({ title, children, footer, onClose, width = '480px', testId, role = 'dialog' }: ModalProps) => {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    if (!onClose) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="overlay" display="flex" alignItems="center" justifyContent="center" p="4">
      <Box
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        bg="surface"
        borderRadius="md"
        width={width}
        maxW="100%"
        p="6"
        boxShadow="0 10px 30px rgba(0,0,0,0.25)"
      >
        <chakra.h2 id={titleId} fontSize="lg" fontWeight="bold" mb="4">
          {title}
        </chakra.h2>
        <Box mb="6">{children}</Box>
        <Box display="flex" justifyContent="flex-end" gap="2" flexWrap="wrap">
          {footer}
        </Box>
      </Box>
    </Box>
  );
};
