// A relative import (not @contracts): the e2e suite, compiled without the web aliases, reads these catalogues too.
import { API_MESSAGES, type ApiMessageCode } from '../../../../../api/src/contracts/api-messages';

/**
 * English texts of the API's coded messages (`api.<code>`): the API's own templates, `{param}`
 * written as i18next's `{{param}}`. Not copied by hand, so they cannot drift from what the API says.
 */
export const apiEn = Object.fromEntries(
  Object.entries(API_MESSAGES).map(([code, template]) => [code, template.replace(/\{(\w+)\}/g, '{{$1}}')]),
) as Record<ApiMessageCode, string>;
