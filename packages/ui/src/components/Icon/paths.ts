// Hand-drawn on a 24 × 24 grid, stroked with currentColor (2 px, round ends), so they take the text colour.
// One string per icon: several subpaths are separated by 'M'.

const circle = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy - r}a${r} ${r} 0 1 0 0 ${2 * r}a${r} ${r} 0 1 0 0 ${-2 * r}z`;

export const iconPaths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-up': 'M5 15l7-7 7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  calendar: 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4',
  clock: `${circle(12, 12, 9)}M12 7v5l3 2`,
  search: `${circle(11, 11, 7)}M20 20l-4-4`,
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  user: `${circle(12, 8, 4)}M4 21a8 8 0 0 1 16 0`,
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  check: 'M5 12.5l4.5 4.5L19 7',
  alert: 'M12 3.5L2.5 20h19zM12 10v4M12 17h.01',
  info: `${circle(12, 12, 9)}M12 11v6M12 7.5h.01`,
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  eye: `M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z${circle(12, 12, 3)}`,
  'eye-off':
    'M3 3l18 18M10.6 5.1A9.6 9.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  globe: `${circle(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18z`,
  settings:
    'M9.3 5.3L10.1 2.7L13.9 2.7L14.7 5.3A7.2 7.2 0 0 1 14.8 5.4L17.2 4.1L19.9 6.8L18.6 9.2A7.2 7.2 0 0 1 18.7 9.3L21.3 10.1L21.3 13.9L18.7 14.7A7.2 7.2 0 0 1 18.6 14.8L19.9 17.2L17.2 19.9L14.8 18.6A7.2 7.2 0 0 1 14.7 18.7L13.9 21.3L10.1 21.3L9.3 18.7A7.2 7.2 0 0 1 9.2 18.6L6.8 19.9L4.1 17.2L5.4 14.8A7.2 7.2 0 0 1 5.3 14.7L2.7 13.9L2.7 10.1L5.3 9.3A7.2 7.2 0 0 1 5.4 9.2L4.1 6.8L6.8 4.1L9.2 5.4A7.2 7.2 0 0 1 9.3 5.3z' +
    circle(12, 12, 3),
  home: 'M3 11l9-8 9 8M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5',
  download: 'M12 3v12M7 10l5 5 5-5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  'arrow-up': 'M12 19V5M6 11l6-6 6 6',
  'arrow-down': 'M12 5v14M6 13l6 6 6-6',
  sort: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  'check-circle': `${circle(12, 12, 9)}M8 12.5l2.8 2.8L16 10`,
  'x-circle': `${circle(12, 12, 9)}M9 9l6 6M15 9l-6 6`,
  inbox: 'M3 13l3-8h12l3 8v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 13h5l1.5 3h5l1.5-3h5',
  lock: 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V8a4 4 0 0 1 8 0v3M12 15v2',
  box: 'M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  image: `M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 16l5-5 4 4 3-3 6 6${circle(15.5, 8.5, 1.5)}`,
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  video: 'M4 6h11a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM17 10l5-3v10l-5-3',
  repeat: 'M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3',
  // The staff sidebar's screens: one picture each, so the collapsed sidebar (icons only) can be read.
  'map-pin': `M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z${circle(12, 9.5, 2.5)}`,
  stethoscope: `M5 3H4v5a5 5 0 0 0 10 0V3h-1M9 13v2a5 5 0 0 0 10 0v-3${circle(19, 10, 2)}`,
  doctor: `${circle(10, 7, 4)}M3 21a7 7 0 0 1 12.5-4.3M19 14v6M16 17h6`,
  thermometer: 'M14 14.8V4.5a2.5 2.5 0 0 0-5 0v10.3a4.5 4.5 0 1 0 5 0zM11.5 9v7',
  users: `${circle(9, 7, 4)}M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3`,
  'id-card': `M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z${circle(8, 11, 2)}M5 16a3 3 0 0 1 6 0M14 10h5M14 14h5`,
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9.5C7.5 20 4 17 4 12V6zM9 12l2 2 4-4',
  truck: `M2 6h12v10H2zM14 10h4l3 3v3h-7z${circle(6, 18, 2)}${circle(17, 18, 2)}`,
  flask: 'M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7.5 15h9',
  tag: 'M3 3h8l10 10-8 8L3 11zM7.5 7.5h.01',
  // A wrapped gift: a service package, several services and medicines sold as one.
  gift: 'M3 8h18v4H3zM5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13M12 8C10 4 6 3 6 6c0 2 6 2 6 2M12 8c2-4 6-5 6-2 0 2-6 2-6 2',
  clipboard:
    'M9 3h6a1 1 0 0 1 1 1v2H8V4a1 1 0 0 1 1-1zM8 5H6a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M8 12h8M8 16h5',
  monitor: 'M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8 21h8M12 17v4',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  'calendar-clock': `M10 21H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3M3 10h18M8 3v4M16 3v4${circle(17, 17, 4.5)}M17 15v2l1.5 1`,
  folder: 'M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  // A capsule cut in two: a prescription, a medicine given.
  pill: 'M10.5 20.5a5 5 0 0 1-7-7l10-10a5 5 0 0 1 7 7zM8.5 8.5l7 7',
  // A page with lines: a result sheet, a lab result.
  'file-text': 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h6',
  // A calendar with a tick: a re-examination booked for a later day.
  'calendar-check':
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4M9 15.5l2 2 4-4',
  // Three columns of cards: the service-order board's lanes.
  kanban: 'M4 4h4v16H4zM10 4h4v10h-4zM16 4h4v13h-4z',
  // Stacked layers: what is on the shelves (stock on hand).
  layers: 'M12 3l9 5-9 5-9-5zM3 12.5l9 5 9-5M3 17l9 5 9-5',
  // A page with arrows in and out: a stock sheet (an import or an export).
  'file-swap': 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8l-2-2M16 17H8l2 2',
  // Reports: a dial for the dashboard, then one picture per report.
  gauge: 'M4 16a8 8 0 1 1 16 0M12 16l4-5M3 20h18',
  'trending-up': 'M3 17l6-6 4 4 8-8M15 7h6v6',
  'calendar-stats': 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4M8 17v-3M12 17v-5M16 17v-2',
  hourglass: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
  'bar-chart': 'M4 20h16M6 20V11M10 20V5M14 20v-8M18 20v-4',
  capsule: 'M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l7 7',
  award: 'M12 3a6 6 0 1 0 0 12a6 6 0 1 0 0-12zM8.5 14L7 21l5-3 5 3-1.5-7',
  'user-check': 'M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM2 21a7 7 0 0 1 14 0M16 11l2 2 4-4',
  package: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9M8 5.3l8 4.5',
  'pie-chart': 'M12 3v9h9A9 9 0 1 1 12 3zM15 3.5A9 9 0 0 1 20.5 9H15z',
} as const;

export type IconName = keyof typeof iconPaths;

export const iconNames = Object.keys(iconPaths) as IconName[];
