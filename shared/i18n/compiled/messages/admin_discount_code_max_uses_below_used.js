/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown> }} Admin_Discount_Code_Max_Uses_Below_UsedInputs */

const en_admin_discount_code_max_uses_below_used = /** @type {(inputs: Admin_Discount_Code_Max_Uses_Below_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The maximum number of uses cannot be below the uses already counted (${i?.used}).`)
};

const fr_admin_discount_code_max_uses_below_used = /** @type {(inputs: Admin_Discount_Code_Max_Uses_Below_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre maximum d'utilisations ne peut pas être inférieur aux utilisations déjà comptées (${i?.used}).`)
};

/**
* | output |
* | --- |
* | "The maximum number of uses cannot be below the uses already counted ({used})." |
*
* @param {Admin_Discount_Code_Max_Uses_Below_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_max_uses_below_used = /** @type {((inputs: Admin_Discount_Code_Max_Uses_Below_UsedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Discount_Code_Max_Uses_Below_UsedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_discount_code_max_uses_below_used(inputs)
	return en_admin_discount_code_max_uses_below_used(inputs)
});