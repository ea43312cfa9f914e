import type { ComponentProps } from 'react';

/** A few inline icons (no icon library). Decorative: hidden from assistive technology. */
const Svg = ({ children, ...props }: ComponentProps<'svg'>) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const CloseIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const MenuIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const GlobeIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
);

export const LogoutIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
  </Svg>
);

export const UserIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);

export const ExternalIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

export const MinusIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);

export const PlusIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const WarningIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" />
  </Svg>
);

export const ChevronLeftIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const ChevronRightIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);

export const ArrowUpIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);

export const ArrowDownIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Svg>
);

export const ArrowUpDownIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />
  </Svg>
);

export const CalendarIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 11h18" />
  </Svg>
);

export const ListIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Svg>
);

export const SeriesIcon = (props: ComponentProps<'svg'>) => (
  <Svg {...props}>
    <path d="M4 7h10M4 12h10M4 17h10M18 7v10" />
  </Svg>
);
