/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, reference: NonNullable<unknown>, workshopTitle: NonNullable<unknown> }} Email_Refund_Request_BodyInputs */

const en_email_refund_request_body = /** @type {(inputs: Email_Refund_Request_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your request for a refund of ${i?.amount} for booking ${i?.reference} (${i?.workshopTitle}). An administrator will look at it and e-mail you the decision. Your booking stays confirmed meanwhile.`)
};

const fr_email_refund_request_body = /** @type {(inputs: Email_Refund_Request_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre demande de remboursement de ${i?.amount} pour la réservation ${i?.reference} (${i?.workshopTitle}). Un administrateur va l'étudier et vous enverra sa décision par e-mail. Votre réservation reste confirmée en attendant.`)
};

/**
* | output |
* | --- |
* | "We received your request for a refund of {amount} for booking {reference} ({workshopTitle}). An administrator will look at it and e-mail you the decision. Yo..." |
*
* @param {Email_Refund_Request_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_request_body = /** @type {((inputs: Email_Refund_Request_BodyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Request_BodyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_request_body(inputs)
	return en_email_refund_request_body(inputs)
});