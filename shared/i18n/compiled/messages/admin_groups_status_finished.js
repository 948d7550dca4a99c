/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Status_FinishedInputs */

const en_admin_groups_status_finished = /** @type {(inputs: Admin_Groups_Status_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished`)
};

const fr_admin_groups_status_finished = /** @type {(inputs: Admin_Groups_Status_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Admin_Groups_Status_FinishedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_status_finished = /** @type {((inputs?: Admin_Groups_Status_FinishedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Status_FinishedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_status_finished(inputs)
	return en_admin_groups_status_finished(inputs)
});