/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Consent_Express_RequiredInputs */

const en_consent_express_required = /** @type {(inputs: Consent_Express_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This group starts within your ${i?.days}-day withdrawal period: tick the box asking for it to start before that period ends, or choose a later group.`)
};

const fr_consent_express_required = /** @type {(inputs: Consent_Express_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce groupe commence pendant votre délai de rétractation de ${i?.days} jours : cochez la case demandant qu'il commence avant la fin de ce délai, ou choisissez un groupe plus tardif.`)
};

/**
* | output |
* | --- |
* | "This group starts within your {days}-day withdrawal period: tick the box asking for it to start before that period ends, or choose a later group." |
*
* @param {Consent_Express_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_express_required = /** @type {((inputs: Consent_Express_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Express_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_express_required(inputs)
	return en_consent_express_required(inputs)
});