// Component tests render screens without App, so they load the staff strings themselves.
import './app/dictionaries';
