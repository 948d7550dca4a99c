/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Who_ServicesInputs */

const en_privacy_who_services = /** @type {(inputs: Privacy_Who_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe, for the payment (your e-mail address, the amount and the booking's details), and the service that delivers our e-mails.`)
};

const fr_privacy_who_services = /** @type {(inputs: Privacy_Who_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe, pour le paiement (votre adresse e-mail, le montant et les détails de la réservation), et le service qui achemine nos e-mails.`)
};

/**
* | output |
* | --- |
* | "Stripe, for the payment (your e-mail address, the amount and the booking's details), and the service that delivers our e-mails." |
*
* @param {Privacy_Who_ServicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_who_services = /** @type {((inputs?: Privacy_Who_ServicesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Who_ServicesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_who_services(inputs)
	return en_privacy_who_services(inputs)
});