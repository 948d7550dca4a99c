/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Admin_Load_FailedInputs */

const en_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message}. Please try again in a moment.`)
};

const fr_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message}. Veuillez réessayer dans un instant.`)
};

/**
* | output |
* | --- |
* | "{message}. Please try again in a moment." |
*
* @param {Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed = /** @type {((inputs: Admin_Load_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Load_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_load_failed(inputs)
	return en_admin_load_failed(inputs)
});