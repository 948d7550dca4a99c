/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Privacy_Erase_TextInputs */

const en_privacy_erase_text = /** @type {(inputs: Privacy_Erase_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking has its own page, linked from every e-mail we send about it. From it you can download everything we hold about the booking, as a file, and erase your teen's details once the booking is cancelled or the group has ended. We cannot erase them earlier: the coaches need your teen's name while the group runs. Lost the link? ${i?.link}.`)
};

const fr_privacy_erase_text = /** @type {(inputs: Privacy_Erase_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre réservation a sa propre page, accessible depuis chaque e-mail que nous vous envoyons à son sujet. Vous pouvez y télécharger, sous forme de fichier, tout ce que nous détenons sur la réservation, et effacer les informations de votre adolescent une fois la réservation annulée ou le groupe terminé. Nous ne pouvons pas les effacer plus tôt : les coachs ont besoin du nom de votre adolescent tant que le groupe a lieu. Vous avez perdu le lien ? ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Your booking has its own page, linked from every e-mail we send about it. From it you can download everything we hold about the booking, as a file, and erase..." |
*
* @param {Privacy_Erase_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_erase_text = /** @type {((inputs: Privacy_Erase_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Erase_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_erase_text(inputs)
	return en_privacy_erase_text(inputs)
});