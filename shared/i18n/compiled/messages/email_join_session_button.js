/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Join_Session_ButtonInputs */

const en_email_join_session_button = /** @type {(inputs: Email_Join_Session_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the session`)
};

const fr_email_join_session_button = /** @type {(inputs: Email_Join_Session_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre la séance`)
};

/**
* | output |
* | --- |
* | "Join the session" |
*
* @param {Email_Join_Session_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_join_session_button = /** @type {((inputs?: Email_Join_Session_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Join_Session_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_join_session_button(inputs)
	return en_email_join_session_button(inputs)
});