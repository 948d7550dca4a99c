/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_SubscribersInputs */

const en_admin_dashboard_subscribers = /** @type {(inputs: Admin_Dashboard_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter subscribers`)
};

const fr_admin_dashboard_subscribers = /** @type {(inputs: Admin_Dashboard_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés Newsletter`)
};

/**
* | output |
* | --- |
* | "Newsletter subscribers" |
*
* @param {Admin_Dashboard_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_subscribers = /** @type {((inputs?: Admin_Dashboard_SubscribersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_SubscribersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_subscribers(inputs)
	return en_admin_dashboard_subscribers(inputs)
});