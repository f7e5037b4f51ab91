import { type NativeButtonProps, nativeButtonProps } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ChatIcon, CloseIcon } from '../Icon/icons';
import { floating as floatingClass, launcher } from './ChatLauncher.css';

export interface ChatLauncherProps extends Omit<NativeButtonProps, 'children' | 'onClick'> {
  /** Whether the chat panel is open. */
  open: boolean;
  /** Called with the state the user asks for. */
  onOpenChange: (open: boolean) => void;
  /** The id of the chat panel, for aria-controls while it is open. */
  panelId?: string;
  /** Fixed at the bottom inline-end corner of the window (default); false places it in the flow (docs, tests). */
  floating?: boolean;
  openLabel?: string;
  closeLabel?: string;
}

/** The round button that opens and closes the chat. Light enough to load with every page. */
export function ChatLauncher({
  open,
  onOpenChange,
  panelId,
  floating = true,
  openLabel = 'Open chat',
  closeLabel = 'Close chat',
  className,
  ...props
}: ChatLauncherProps) {
  return (
    <button
      {...nativeButtonProps(props)}
      aria-label={open ? closeLabel : openLabel}
      aria-expanded={open}
      // Only while open: the panel may not be in the page (it is loaded on first open).
      aria-controls={open ? panelId : undefined}
      className={[launcher, floating ? floatingClass : undefined, className].filter(Boolean).join(' ')}
      onClick={() => onOpenChange(!open)}
    >
      {open ? <Icon icon={CloseIcon} size="large" /> : <Icon icon={ChatIcon} size="large" />}
    </button>
  );
}
