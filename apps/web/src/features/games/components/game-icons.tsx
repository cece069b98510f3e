import { Icon, type TIconProps as TBaseIconProps } from '../../../components/ui/icons';

type TIconProps = TBaseIconProps & { filled?: boolean };

export const HeartIcon = ({ filled = false, ...p }: TIconProps) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </Icon>
);

export const PlayIcon = (p: TIconProps) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </Icon>
);

export const WrenchIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7 7.3 20l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.4 2.4-2.4-.6-.6-2.4 2.4-2.4Z" />
  </Icon>
);

export const TableIcon = (p: TIconProps) => (
  <Icon {...p}>
    <ellipse cx="12" cy="12" rx="9" ry="6" />
    <path d="M12 6v12M3 12h18" />
  </Icon>
);

export const ArrowLeftIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);
