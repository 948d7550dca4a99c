/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Video_LinkInputs */

const en_receipt_video_link = /** @type {(inputs: Receipt_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video link is sent 24 hours before the first session.`)
};

const fr_receipt_video_link = /** @type {(inputs: Receipt_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien vidéo est envoyé 24 heures avant la première séance.`)
};

/**
* | output |
* | --- |
* | "The video link is sent 24 hours before the first session." |
*
* @param {Receipt_Video_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_video_link = /** @type {((inputs?: Receipt_Video_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Video_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_video_link(inputs)
	return en_receipt_video_link(inputs)
});