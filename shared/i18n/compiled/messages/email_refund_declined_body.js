/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, workshopTitle: NonNullable<unknown> }} Email_Refund_Declined_BodyInputs */

const en_email_refund_declined_body = /** @type {(inputs: Email_Refund_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have looked at your refund request for booking ${i?.reference} (${i?.workshopTitle}) and cannot accept it. Your booking stays confirmed and your teen keeps their place in the group.`)
};

const fr_email_refund_declined_body = /** @type {(inputs: Email_Refund_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons étudié votre demande de remboursement pour la réservation ${i?.reference} (${i?.workshopTitle}) et ne pouvons pas l'accepter. Votre réservation reste confirmée et votre adolescent garde sa place dans le groupe.`)
};

/**
* | output |
* | --- |
* | "We have looked at your refund request for booking {reference} ({workshopTitle}) and cannot accept it. Your booking stays confirmed and your teen keeps their ..." |
*
* @param {Email_Refund_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_declined_body = /** @type {((inputs: Email_Refund_Declined_BodyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Declined_BodyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_declined_body(inputs)
	return en_email_refund_declined_body(inputs)
});