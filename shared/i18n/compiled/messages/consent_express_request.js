/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Consent_Express_RequestInputs */

const en_consent_express_request = /** @type {(inputs: Consent_Express_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I ask for the workshop to start before the end of my ${i?.days}-day withdrawal period, and I understand that if I withdraw I will pay for the sessions already held.`)
};

const fr_consent_express_request = /** @type {(inputs: Consent_Express_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je demande que l'atelier commence avant la fin de mon délai de rétractation de ${i?.days} jours, et je comprends que si je me rétracte, je paierai les séances déjà tenues.`)
};

/**
* | output |
* | --- |
* | "I ask for the workshop to start before the end of my {days}-day withdrawal period, and I understand that if I withdraw I will pay for the sessions already held." |
*
* @param {Consent_Express_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_express_request = /** @type {((inputs: Consent_Express_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Express_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_express_request(inputs)
	return en_consent_express_request(inputs)
});