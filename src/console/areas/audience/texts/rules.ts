import { AttributeText } from '../../../../contract/audience/attributeRules';
import { SegmentText } from '../../../../contract/audience/segmentRules';

/**
 * The audience rules' messages (contract `attributeRules.ts`, `segmentRules.ts`) as the forms show
 * them: the English is the contract's own words, so they are taken from it, not written again.
 */
export const rulesTexts = {
  en: {
    ...AttributeText,
    ...SegmentText,
    OnlyCategory: 'Only a category has values',
    TagRequired: 'Tag is required',
    SegmentNameRequired: 'Segment name is required',
  },
};
