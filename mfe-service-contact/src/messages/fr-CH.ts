/** French (Switzerland) texts of the service-contact remote. */
export const FR_CH: Readonly<Record<string, string>> = {
  'contact.title': 'Formulaire de contact',
  'contact.intro': 'Écrivez-nous\u00a0: nous répondons en général dans un délai de deux jours ouvrables.',
  'contact.requiredNote': 'Les champs marqués d’un * sont obligatoires.',
  'contact.salutation': 'Civilité',
  'contact.salutation.female': 'Madame',
  'contact.salutation.male': 'Monsieur',
  'contact.salutation.notSpecified': 'Non précisé',
  'contact.firstname': 'Prénom',
  'contact.lastname': 'Nom',
  'contact.email': 'Adresse e-mail',
  'contact.phone': 'Numéro de téléphone',
  'contact.customernumber': 'Numéro de client',
  'contact.birthday': 'Date de naissance',
  'contact.birthday.hint': 'JJ.MM.AAAA',
  'contact.street': 'Rue',
  'contact.housenumber': 'Numéro',
  'contact.postalcode': 'NPA',
  'contact.city': 'Localité',
  'contact.subject': 'Votre demande',
  'contact.subject.choose': 'Veuillez choisir',
  'contact.message': 'Votre message',
  'contact.attachments': 'Pièces jointes',
  'contact.attachments.hint':
    'Jusqu’à 10 images (JPG, JPEG, PNG, GIF, WEBP, BMP, HEIC, HEIF), 5 Mo au maximum par fichier et au total.',
  'contact.attachments.remove': 'Retirer {name}',
  'contact.attachments.chosen': 'Fichiers choisis',
  'contact.cancel.legend': 'Opposition (facultatif)',
  'contact.cancelnl': 'Je ne souhaite plus recevoir la newsletter.',
  'contact.canceladvertising': 'Je ne souhaite plus recevoir de publicité par courrier.',
  'contact.cancelmarketing': 'Je m’oppose à l’utilisation de mes données à des fins de marketing.',
  'contact.captcha': 'Contrôle de sécurité',
  'contact.captcha.noscript':
    'Le contrôle de sécurité nécessite JavaScript. Veuillez activer JavaScript ou nous appeler.',
  'contact.submit': 'Envoyer le message',
  'contact.sending': 'Envoi en cours …',
  'contact.success.title': 'Merci pour votre message\u00a0!',
  'contact.success.text':
    'Votre message nous est bien parvenu. Votre numéro de dossier\u00a0: {reference}. Nous vous répondrons dans les meilleurs délais.',
  'contact.success.back': 'Vers l’aide et le service',
  'contact.error.generic': 'Une erreur s’est produite.',
  'contact.error.general':
    'Nous n’avons malheureusement pas pu traiter votre demande. Veuillez réessayer plus tard.',
  'contact.error.checkInput': 'Veuillez vérifier vos saisies.',
  'contact.error.upload': 'Erreur lors du téléchargement de {name}\u00a0: {reason}',
  'contact.error.forbidden': 'Cette demande n’est pas autorisée.',
  'contact.error.tooLarge':
    'Votre message est trop volumineux. Les pièces jointes ne doivent pas dépasser 5 Mo au total.',
  'contact.error.unsupportedType': 'Ce format n’est pas pris en charge.',
  'contact.error.tooMany': 'Trop de demandes. Veuillez patienter un instant, puis réessayer.',
  'contact.error.retry': 'Retour au formulaire',
  'contact.captcha.invalid': 'Le contrôle de sécurité a échoué. Veuillez le refaire.',
  'contact.captcha.expired': 'Le contrôle de sécurité a expiré. Veuillez le refaire.',
  'contact.captcha.replayed': 'Ce contrôle de sécurité a déjà été utilisé. Veuillez le refaire.',
  'contact.message.tooLong': 'Votre message ne doit pas dépasser 5000 caractères.',
  'contact.message.markup': 'Veuillez écrire votre message sans code HTML ni script.',
  'contact.phone.invalid': 'Veuillez indiquer un numéro de téléphone valide.',
  'contact.subject.articleComplaint': 'Réclamation concernant un article',
  'contact.subject.articleComplaint.answer':
    'Nous en sommes désolés\u00a0! Indiquez-nous votre numéro de client, l’article et le problème\u00a0; des photos nous aident à décider rapidement.',
  'contact.subject.changeEmail': 'Modification de l’adresse e-mail',
  'contact.subject.changeEmail.answer':
    'Vous pouvez modifier vous-même votre adresse e-mail à tout moment dans «\u00a0Mon compte\u00a0», sous «\u00a0Mes données personnelles\u00a0». Écrivez-nous si cela ne fonctionne pas.',
  'contact.subject.changeData': 'Modification des données',
  'contact.subject.changeData.answer':
    'Le plus rapide est de modifier nom, adresse et téléphone dans «\u00a0Mon compte\u00a0». Pour une modification par nos soins, il nous faut votre numéro de client et votre adresse complète.',
  'contact.subject.customerAccount': 'Compte client',
  'contact.subject.customerAccount.answer':
    'Nous répondons volontiers à vos questions sur les écritures, factures et paiements. Votre solde figure à tout moment dans «\u00a0Mon compte\u00a0».',
  'contact.subject.returnsStatus': 'Statut du retour',
  'contact.subject.returnsStatus.answer':
    'Dès réception de votre retour, nous remboursons le montant dans un délai de 2 jours ouvrables. Vous voyez l’avancement dans «\u00a0Mon compte\u00a0», sous «\u00a0Mes commandes et livraisons\u00a0».',
  'contact.subject.productQuestion': 'Question sur un article',
  'contact.subject.productQuestion.answer':
    'Indiquez-nous le numéro d’article et nous répondrons à votre question sur les dimensions, la matière ou la disponibilité.',
  'contact.subject.shipping': 'Livraison',
  'contact.subject.shipping.answer':
    'Le statut de livraison de chaque commande se trouve dans «\u00a0Mon compte\u00a0». La livraison est gratuite dès CHF 75.– de commande.',
  'contact.subject.website': 'Site web',
  'contact.subject.website.answer':
    'Décrivez-nous sur quelle page, avec quel appareil et quel navigateur quelque chose ne fonctionne pas\u00a0; une capture d’écran nous aide beaucoup.',
  'contact.subject.complaint': 'Réclamation / remarque',
  'contact.subject.complaint.answer':
    'Merci de nous donner votre avis. Chaque réclamation est lue et traitée personnellement par notre service client.',
  'contact.subject.removeData': 'Suppression des données',
  'contact.subject.removeData.answer':
    'Nous supprimons vos données dans la mesure où aucune obligation légale de conservation ne s’y oppose. Pour vous identifier avec certitude, il nous faut votre adresse complète.',
  'contact.subject.bonusProgramme': 'Programme de bonus',
  'contact.subject.bonusProgramme.answer':
    'Vos points et primes figurent dans «\u00a0Mon compte\u00a0». Indiquez-nous votre numéro de client s’il manque des points.',
  'contact.subject.bonusProgramme.link': 'Voir vos points bonus dans «\u00a0Mon compte\u00a0»',
  'contact.subject.newsletter': 'Newsletter',
  'contact.subject.newsletter.answer':
    'Vous pouvez vous inscrire, vous désinscrire, faire une pause ou changer la fréquence vous-même sur nos pages newsletter\u00a0; nous répondons volontiers à vos questions.',
  'contact.subject.reportBarrier': 'Signaler un obstacle à l’accessibilité',
  'contact.subject.reportBarrier.answer':
    'Merci de nous signaler un obstacle\u00a0! Décrivez-nous sur quelle page vous l’avez rencontré, ce que vous vouliez faire et quelles aides vous utilisez (par exemple lecteur d’écran, agrandissement ou clavier). Votre signalement parvient directement à notre équipe accessibilité\u00a0; nous répondons dans un délai de deux semaines.',
  'contact.subject.otherQuestion': 'Autre question',
  'contact.subject.otherQuestion.answer':
    'Écrivez-nous votre demande\u00a0; nous la transmettrons au bon service.',
  'service.layer.error': 'Le contenu n’a malheureusement pas pu être chargé. Veuillez réessayer plus tard.',
  'service.layer.close': 'Fermer',
};
