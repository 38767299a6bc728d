/**
 * The one modal implementation behind Dialog and Sheet: portal, backdrop, labelled panel with a close
 * button, and the behaviour of `useModal`. Renders nothing on the server or while closed.
 */
import {
  useId,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { themeOf } from '@sf/tokens';
import { iconButtonStyles } from './icon-button';
import { CloseIcon } from './icons';
import { useModal } from './use-modal';

/** Where the panel sits: centred (dialog) or sliding in from an edge (sheet). */
export type ModalPlacement = 'center' | 'bottom' | 'left' | 'right';

/** Props common to Dialog and Sheet. */
export interface ModalProps {
  readonly open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  readonly onClose: () => void;
  /** Visible title; names the dialog (`aria-labelledby`). */
  readonly title: ReactNode;
  /** Accessible name of the close button (e.g. "Schließen"); the button shows only an icon. */
  readonly closeLabel: string;
  readonly children?: ReactNode;
  /** Optional text under the title; describes the dialog (`aria-describedby`). */
  readonly description?: ReactNode;
  /** Action row at the bottom (buttons). */
  readonly footer?: ReactNode;
  /** Element to focus on open (e.g. the first form field); default the dialog itself. */
  readonly initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Close when the backdrop is clicked. Default true. */
  readonly closeOnBackdropClick?: boolean | undefined;
  /** Heading level of the title. Default h2. */
  readonly titleAs?: 'h2' | 'h3' | undefined;
  readonly className?: string | undefined;
}

const noopSubscribe = () => () => {};
const useIsClient = () =>
  useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );

const fade = keyframes`from { opacity: 0; }`;
const slideFrom = (placement: ModalPlacement) => {
  if (placement === 'center') return keyframes`from { opacity: 0; transform: scale(0.96); }`;
  const axis =
    placement === 'bottom'
      ? 'translateY(100%)'
      : placement === 'left'
        ? 'translateX(-100%)'
        : 'translateX(100%)';
  return keyframes`from { transform: ${axis}; }`;
};

const Backdrop = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${(p) => themeOf(p).zIndex.dialog};
  display: flex;
  align-items: ${(p) => (p.$placement === 'center' ? 'center' : p.$placement === 'bottom' ? 'flex-end' : 'stretch')};
  justify-content: ${(p) => (p.$placement === 'left' ? 'flex-start' : p.$placement === 'right' ? 'flex-end' : 'center')};
  padding: ${(p) => (p.$placement === 'center' ? themeOf(p).spacing(2) : '0')};
  background-color: ${(p) => themeOf(p).palette.backdrop};
  animation: ${fade} ${(p) => themeOf(p).motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const placementStyles = (placement: ModalPlacement) => {
  switch (placement) {
    case 'center':
      return css`
        width: 100%;
        max-width: 40rem;
        max-height: 100%;
        border-radius: ${(p) => themeOf(p).radii.lg};
      `;
    case 'bottom':
      return css`
        width: 100%;
        max-height: 90%;
        border-radius: ${(p) => `${themeOf(p).radii.lg} ${themeOf(p).radii.lg} 0 0`};
      `;
    default:
      return css`
        width: min(100%, 28rem);
        height: 100%;
      `;
  }
};

const Panel = styled.div<{ $placement: ModalPlacement }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background-color: ${(p) => themeOf(p).palette.background.default};
  color: ${(p) => themeOf(p).palette.text.primary};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  outline: none;
  ${(p) => placementStyles(p.$placement)}
  animation: ${(p) => slideFrom(p.$placement)} ${(p) => themeOf(p).motion.normal} ${(p) => themeOf(p).motion.easing};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => themeOf(p).spacing(1)};
  padding: ${(p) => themeOf(p).spacing(2, 2, 1, 3)};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-top: ${(p) => themeOf(p).spacing(1)};
  font-size: ${(p) => themeOf(p).typography.headings.h4.fontSize};
  line-height: ${(p) => themeOf(p).typography.headings.h4.lineHeight};
`;

const CloseButton = styled.button`
  ${iconButtonStyles}
  &:hover {
    background-color: ${(p) => themeOf(p).palette.background.surface};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${(p) => themeOf(p).spacing(1, 3, 3)};
`;

const Description = styled.p`
  margin: ${(p) => themeOf(p).spacing(0, 0, 2)};
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => themeOf(p).spacing(1)};
  padding: ${(p) => themeOf(p).spacing(2, 3)};
  border-top: 1px solid ${(p) => themeOf(p).palette.divider};
`;

/** Internal: the modal shell for one placement. */
export function ModalBase(props: ModalProps & { readonly placement: ModalPlacement }): ReactElement | null {
  const isClient = useIsClient();
  if (!props.open || !isClient) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal(props: ModalProps & { readonly placement: ModalPlacement }): ReactElement {
  const {
    placement,
    title,
    closeLabel,
    onClose,
    description,
    footer,
    children,
    closeOnBackdropClick = true,
  } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  useModal(panelRef, { open: true, onClose, initialFocusRef: props.initialFocusRef });

  const onBackdropDown = (e: MouseEvent) => {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent) => {
    if (closeOnBackdropClick && pressedOnBackdrop.current && e.target === e.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    // Backdrop click is a pointer convenience only: keyboard users close with Escape or the close button.
    <Backdrop
      $placement={placement}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      data-sf-modal={placement}
    >
      <Panel
        ref={panelRef}
        $placement={placement}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        className={props.className}
      >
        <Header>
          <Title as={props.titleAs ?? 'h2'} id={titleId}>
            {title}
          </Title>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>
          {description !== undefined && <Description id={descriptionId}>{description}</Description>}
          {children}
        </Body>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>
  );
}
