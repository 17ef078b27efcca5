import type { Handler } from '../../handlers';
import { loadTemplate } from './loadTemplate';
import { toTemplate } from './toTemplate';

export const getUSMSTemplate: Handler<'GetUSMSTemplate'> = async (p, ctx) => toTemplate(await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId));
