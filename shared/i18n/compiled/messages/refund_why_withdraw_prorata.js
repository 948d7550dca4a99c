/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, until: NonNullable<unknown>, held: NonNullable<unknown>, count: NonNullable<unknown> }} Refund_Why_Withdraw_ProrataInputs */

const en_refund_why_withdraw_prorata = /** @type {(inputs: Refund_Why_Withdraw_ProrataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are within your ${i?.days}-day withdrawal period (until ${i?.until}). You asked for the workshop to start early and ${i?.held} of ${i?.count} sessions were held: you pay for those and get the rest back.`)
};

const fr_refund_why_withdraw_prorata = /** @type {(inputs: Refund_Why_Withdraw_ProrataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes dans votre délai de rétractation de ${i?.days} jours (jusqu'au ${i?.until}). Vous avez demandé que l'atelier commence plus tôt et ${i?.held} séances sur ${i?.count} ont eu lieu : vous les payez et êtes remboursé du reste.`)
};

/**
* | output |
* | --- |
* | "You are within your {days}-day withdrawal period (until {until}). You asked for the workshop to start early and {held} of {count} sessions were held: you pay..." |
*
* @param {Refund_Why_Withdraw_ProrataInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_withdraw_prorata = /** @type {((inputs: Refund_Why_Withdraw_ProrataInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Withdraw_ProrataInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_withdraw_prorata(inputs)
	return en_refund_why_withdraw_prorata(inputs)
});