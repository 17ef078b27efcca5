/** Analysis (module Analysis): the cross-channel marketing analysis; one chunk with its texts. */
export { areaTexts } from './areaTexts';
export { MarketingAnalysisPage } from './MarketingAnalysisPage';
