/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_Subscriber_ConfirmedInputs */

const en_admin_status_subscriber_confirmed = /** @type {(inputs: Admin_Status_Subscriber_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const fr_admin_status_subscriber_confirmed = /** @type {(inputs: Admin_Status_Subscriber_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmé`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Admin_Status_Subscriber_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_subscriber_confirmed = /** @type {((inputs?: Admin_Status_Subscriber_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_Subscriber_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_status_subscriber_confirmed(inputs)
	return en_admin_status_subscriber_confirmed(inputs)
});