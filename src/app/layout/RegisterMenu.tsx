import { DisclosureMenu } from './DisclosureMenu';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';

// Labels are message ids, shown with t().
const OPTIONS = [
  { to: PATHS.ngoRegister, label: msg('layout.register.ngo') },
  { to: PATHS.donorRegister, label: msg('layout.register.donors') },
] as const;

interface RegisterMenuProps {
  /** 'bar' floats the list under the button; 'panel' (the mobile menu) opens it in place. */
  placement: 'bar' | 'panel';
  /** Called after an option is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The Register disclosure: links to the two sign-up screens. */
export function RegisterMenu({ placement, onNavigate }: RegisterMenuProps) {
  const t = useT();
  return (
    <DisclosureMenu
      label={t('layout.register.button')}
      placement={placement}
      links={OPTIONS.map((option) => ({ to: option.to, label: t(option.label) }))}
      onNavigate={onNavigate}
    />
  );
}
