/** The dashboard (performance overview, analytics, product cards); one chunk with uPlot and its texts. */
export { areaTexts } from './areaTexts';
export { DashboardPage } from './DashboardPage';
