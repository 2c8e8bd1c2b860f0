// The dashboard (screen 29; issue S) and the home page's work-of-the-day blocks.
const dashboard = {
  title: 'Dashboard',
};

export default dashboard;
