/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Col_ParticipantsInputs */

const en_admin_groups_col_participants = /** @type {(inputs: Admin_Groups_Col_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants`)
};

const fr_admin_groups_col_participants = /** @type {(inputs: Admin_Groups_Col_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants`)
};

/**
* | output |
* | --- |
* | "Participants" |
*
* @param {Admin_Groups_Col_ParticipantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_participants = /** @type {((inputs?: Admin_Groups_Col_ParticipantsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Col_ParticipantsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_col_participants(inputs)
	return en_admin_groups_col_participants(inputs)
});