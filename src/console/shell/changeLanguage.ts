import { applyLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { surveyIdentify } from '../i18n/surveyIdentify';
import { userInfo } from '../session';
import { storage } from '../session/storage';
import { StorageKeys } from '../session/storageKeys';

/** Picks a language: stores it, applies it, and re-identifies the user to the survey tool. */
export async function changeLanguage(language: Language): Promise<void> {
  storage.set(StorageKeys.language, language);
  await applyLanguage(language);
  const u = userInfo.value;
  if (u) {
    surveyIdentify({
      uid: String(u.AdminUserId),
      name: u.DisplayName,
      mobile: u.Phone,
      email: u.Email,
      Timezone: u.Timezone,
      RegisterIP: u.RegisterIP,
      RegisterCountry: u.RegisterCountry,
      language,
    });
  }
}
