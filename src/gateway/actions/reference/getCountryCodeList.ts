import type { Handler } from '../../handlers';
import { countryList } from './countryList';

export const getCountryCodeList: Handler<'GetCountryCodeList'> = async () => ({ Countries: [...countryList()] });
