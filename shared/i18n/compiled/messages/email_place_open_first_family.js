/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Place_Open_First_FamilyInputs */

const en_email_place_open_first_family = /** @type {(inputs: Email_Place_Open_First_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places go to the first family to book, so if your teen would like it, book now:`)
};

const fr_email_place_open_first_family = /** @type {(inputs: Email_Place_Open_First_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les places vont à la première famille qui réserve : si votre adolescent le souhaite, réservez dès maintenant :`)
};

/**
* | output |
* | --- |
* | "Places go to the first family to book, so if your teen would like it, book now:" |
*
* @param {Email_Place_Open_First_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_first_family = /** @type {((inputs?: Email_Place_Open_First_FamilyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_First_FamilyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_first_family(inputs)
	return en_email_place_open_first_family(inputs)
});