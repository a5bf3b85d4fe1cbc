/**
 * Payload's German admin texts that address the reader with "du", said with "Sie" as everything
 * else the project writes (`languageRules.de`, rule "address readers with „Sie“"). Passed to
 * `i18n.translations.de`; a unit test walks Payload's German texts with these over them.
 */
export const germanSie = {
  authentication: {
    beginCreateFirstUser: 'Legen Sie ein erstes Benutzerkonto an, um zu beginnen',
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse mit einem Benutzerkonto verknüpft ist, erhalten Sie in Kürze Anweisungen zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch in Ihrem Spam-Ordner nach, falls Sie die E-Mail nicht im Posteingang finden.',
    forgotPasswordEmailInstructions:
      'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit Anweisungen zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Anweisungen zum Zurücksetzen Ihres Passworts werden an die mit Ihrem Benutzernamen verknüpfte E-Mail-Adresse gesendet.',
    generatingNewAPIKeyWillInvalidate:
      'Wenn Sie einen neuen API-Schlüssel erzeugen, wird der bisherige <1>ungültig</1>. Möchten Sie wirklich fortfahren?',
    loggedIn: 'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    loggedInChangePassword:
      'Um Ihr Passwort zu ändern, öffnen Sie Ihr <0>Benutzerkonto</0> und ändern Sie dort Ihr Passwort.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden erfolgreich abgemeldet.',
    loginWithAnotherUser: 'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    newAccountCreated:
      'Für Sie wurde ein neues Konto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Sobald Ihre E-Mail-Adresse bestätigt ist, können Sie sich anmelden.',
    resetYourPassword: 'Passwort zurücksetzen',
    verifyYourEmail: 'E-Mail-Adresse bestätigen',
    youAreInactive:
      'Sie waren einige Zeit nicht aktiv und werden zu Ihrer eigenen Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um den Vorgang abzuschließen:',
    youDidNotRequestPassword:
      'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage:
      'Sie haben ungespeicherte Änderungen an Ihrem Dashboard-Layout. Möchten Sie diese wirklich verwerfen?',
    noItems:
      'Auf Ihrem Dashboard befinden sich keine Widgets. Sie können sie über das Menü „Dashboard“ in der oberen Leiste hinzufügen.',
  },
  error: {
    deletingTitle:
      'Beim Löschen von {{title}} ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound:
      'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    insufficientClipboardPermissions: 'Zugriff auf die Zwischenablage verweigert. Bitte prüfen Sie die Berechtigungen.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung für diese Seite.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung für diese Aktion.',
    restoringTitle:
      'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    unauthorized: 'Nicht berechtigt: Für diese Anfrage müssen Sie angemeldet sein.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument:
      'Wählen Sie, ob Sie eine eigene Adresse eingeben oder ein anderes Dokument verknüpfen.',
    chooseDocumentToLink: 'Wählen Sie das Dokument, das Sie verlinken möchten',
  },
  folder: {
    folderTypeDescription: 'Wählen Sie, welche Art von Dokumenten in diesem Ordner zugelassen ist.',
    moveItemsToFolderConfirmation:
      'Sie verschieben <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2>. Sind Sie sicher?',
    moveItemsToRootConfirmation: 'Sie verschieben <1>{{count}} {{label}}</1> in den Hauptordner. Sind Sie sicher?',
    moveItemToFolderConfirmation: 'Sie verschieben <1>{{title}}</1> nach <2>{{toFolder}}</2>. Sind Sie sicher?',
    moveItemToRootConfirmation: 'Sie verschieben <1>{{title}}</1> in den Hauptordner. Sind Sie sicher?',
  },
  general: {
    aboutToDelete: 'Sie löschen {{label}} <1>{{title}}</1>. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie löschen {{count}} {{label}}.',
    aboutToDeleteCount_one: 'Sie löschen {{count}} {{label}}.',
    aboutToDeleteCount_other: 'Sie löschen {{count}} {{label}}.',
    aboutToPermanentlyDelete: 'Sie löschen {{label}} <1>{{title}}</1> endgültig. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash:
      'Sie löschen <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb. Sind Sie sicher?',
    aboutToRestore: 'Sie stellen {{label}} <1>{{title}}</1> wieder her. Sind Sie sicher?',
    aboutToRestoreAsDraft: 'Sie stellen {{label}} <1>{{title}}</1> als Entwurf wieder her. Sind Sie sicher?',
    aboutToRestoreAsDraftCount: 'Sie stellen {{count}} {{label}} als Entwurf wieder her.',
    aboutToRestoreCount: 'Sie stellen {{count}} {{label}} wieder her.',
    aboutToTrash: 'Sie verschieben {{label}} <1>{{title}}</1> in den Papierkorb. Sind Sie sicher?',
    aboutToTrashCount: 'Sie verschieben {{count}} {{label}} in den Papierkorb.',
    changesNotSaved:
      'Ihre Änderungen wurden nicht gespeichert. Wenn Sie diese Seite verlassen, gehen Ihre Änderungen verloren.',
    copyWarning: 'Sie überschreiben {{to}} mit {{from}} für {{label}} {{title}}. Sind Sie sicher?',
    creating: 'Wird erstellt',
    creatingNewLabel: '{{label}} wird erstellt',
    currentlyEditing:
      'bearbeitet dieses Dokument gerade. Wenn Sie übernehmen, wird die Bearbeitung gesperrt, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate: 'Dieses Dokument wurde soeben von einem anderen Benutzer geändert. Ihre Ansicht ist veraltet.',
    enterAValue: 'Wert eingeben',
    moveConfirm: 'Sie verschieben {{count}} {{label}} nach <1>{{destination}}</1>. Sind Sie sicher?',
    sorryNotFound: 'Es tut uns leid, zu Ihrer Anfrage wurde nichts gefunden.',
    unsavedChanges: 'Sie haben ungespeicherte Änderungen. Speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate: 'Sie haben ungespeicherte Änderungen. Möchten Sie mit dem Duplizieren fortfahren?',
  },
  upload: {
    focalPointDescription: 'Setzen Sie den Fokuspunkt direkt in der Vorschau, oder passen Sie die Werte unten an.',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
    username:
      'Bitte geben Sie einen gültigen Benutzernamen ein. Er kann Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche enthalten.',
  },
  version: {
    aboutToPublishSelection: 'Sie veröffentlichen alle ausgewählten {{label}}. Sind Sie sicher?',
    aboutToRestore: 'Sie setzen {{label}} auf den Stand vom {{versionDate}} zurück.',
    aboutToRestoreGlobal: 'Sie setzen {{label}} auf den Stand vom {{versionDate}} zurück.',
    aboutToRevertToPublished: 'Sie setzen dieses Dokument auf den veröffentlichten Stand zurück. Sind Sie sicher?',
    aboutToUnpublish: 'Sie setzen dieses Dokument auf Entwurf. Sind Sie sicher?',
    aboutToUnpublishIn: 'Sie ziehen die Veröffentlichung dieses Dokuments in {{locale}} zurück. Sind Sie sicher?',
    aboutToUnpublishSelection: 'Sie ziehen die Veröffentlichung aller ausgewählten {{label}} zurück. Sind Sie sicher?',
  },
}
