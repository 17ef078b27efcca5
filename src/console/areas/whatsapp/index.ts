/**
 * The WhatsApp area (issue 15): one chunk with its texts — the business numbers, the message
 * templates (list, create, edit).
 */
export { areaTexts } from './areaTexts';
export { NumberPage } from './NumberPage';
export { TemplateListPage } from './TemplateListPage';
export { TemplateFormPage } from './TemplateFormPage';
