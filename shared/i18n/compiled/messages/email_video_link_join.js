/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Video_Link_JoinInputs */

const en_email_video_link_join = /** @type {(inputs: Email_Video_Link_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join every session with this link:`)
};

const fr_email_video_link_join = /** @type {(inputs: Email_Video_Link_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez chaque séance avec ce lien :`)
};

/**
* | output |
* | --- |
* | "Join every session with this link:" |
*
* @param {Email_Video_Link_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_join = /** @type {((inputs?: Email_Video_Link_JoinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Video_Link_JoinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_video_link_join(inputs)
	return en_email_video_link_join(inputs)
});