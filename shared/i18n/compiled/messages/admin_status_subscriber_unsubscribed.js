/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Subscriber_UnsubscribedInputs */

const en_admin_status_subscriber_unsubscribed = /** @type {(inputs: Admin_Status_Subscriber_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

const fr_admin_status_subscriber_unsubscribed = /** @type {(inputs: Admin_Status_Subscriber_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonné`)
};

/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Admin_Status_Subscriber_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_subscriber_unsubscribed = /** @type {((inputs?: Admin_Status_Subscriber_UnsubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Subscriber_UnsubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_subscriber_unsubscribed(inputs)
	return en_admin_status_subscriber_unsubscribed(inputs)
});