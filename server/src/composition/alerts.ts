// The alerts module's raiser, handed to the notifications foundation (deps.alerts), so the modules that notice
// events raise them without importing the alerts module.
import { raiseAlertEvent } from '../modules/alerts/alert-raise.service';
import { installAlertRaiser } from '../notifications/alert-port';

installAlertRaiser(raiseAlertEvent);
