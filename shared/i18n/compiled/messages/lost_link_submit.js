/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lost_Link_SubmitInputs */

const en_lost_link_submit = /** @type {(inputs: Lost_Link_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me my booking links`)
};

const fr_lost_link_submit = /** @type {(inputs: Lost_Link_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez-moi mes liens de réservation`)
};

/**
* | output |
* | --- |
* | "Send me my booking links" |
*
* @param {Lost_Link_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_submit = /** @type {((inputs?: Lost_Link_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lost_Link_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lost_link_submit(inputs)
	return en_lost_link_submit(inputs)
});