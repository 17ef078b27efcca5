import type { referenceActions } from '../../../contract/actions/reference';
import type { AreaHandlers } from '../../handlers';
import { getCountryCodeList } from './getCountryCodeList';
import { getTimeZones } from './getTimeZones';
import { listProjects } from './listProjects';

export const referenceHandlers = {
  GetCountryCodeList: getCountryCodeList,
  GetTimeZones: getTimeZones,
  ListProjects: listProjects,
} satisfies AreaHandlers<keyof typeof referenceActions>;
