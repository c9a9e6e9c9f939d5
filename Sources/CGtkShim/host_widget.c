/* CgtkHostWidget: a GtkWidget whose layout and drawing are supplied by a delegate. */
#include "CGtkShim.h"

struct _CgtkHostWidget {
    GtkWidget parent_instance;
    CgtkHostWidgetDelegate delegate;
    void *context;
    gboolean has_delegate;
};

G_DEFINE_FINAL_TYPE(CgtkHostWidget, cgtk_host_widget, GTK_TYPE_WIDGET)

static void cgtk_host_widget_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                     int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    CgtkHostWidget *self = CGTK_HOST_WIDGET(widget);
    int min = 0, nat = 0;
    if (self->has_delegate && self->delegate.measure) {
        self->delegate.measure(self->context, orientation, for_size, &min, &nat);
    }
    *minimum = min;
    *natural = nat < min ? min : nat;
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void cgtk_host_widget_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    CgtkHostWidget *self = CGTK_HOST_WIDGET(widget);
    if (self->has_delegate && self->delegate.allocate) {
        self->delegate.allocate(self->context, width, height);
    }
}

static void cgtk_host_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    CgtkHostWidget *self = CGTK_HOST_WIDGET(widget);
    if (self->has_delegate && self->delegate.snapshot) {
        self->delegate.snapshot(self->context, snapshot);
        return;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        gtk_widget_snapshot_child(widget, child, snapshot);
    }
}

static void cgtk_host_widget_dispose(GObject *object) {
    CgtkHostWidget *self = CGTK_HOST_WIDGET(object);
    self->has_delegate = FALSE;
    self->context = NULL;
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
        gtk_widget_unparent(child);
    }
    G_OBJECT_CLASS(cgtk_host_widget_parent_class)->dispose(object);
}

static void cgtk_host_widget_class_init(CgtkHostWidgetClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = cgtk_host_widget_measure;
    widget_class->size_allocate = cgtk_host_widget_size_allocate;
    widget_class->snapshot = cgtk_host_widget_snapshot;
    G_OBJECT_CLASS(klass)->dispose = cgtk_host_widget_dispose;
    gtk_widget_class_set_css_name(widget_class, "uiview");
}

static void cgtk_host_widget_init(CgtkHostWidget *self) {
    self->has_delegate = FALSE;
    self->context = NULL;
}

GtkWidget *cgtk_host_widget_new(void) {
    return g_object_new(CGTK_TYPE_HOST_WIDGET, NULL);
}

void cgtk_host_widget_set_delegate(CgtkHostWidget *self, const CgtkHostWidgetDelegate *delegate, void *context) {
    if (delegate) {
        self->delegate = *delegate;
        self->context = context;
        self->has_delegate = TRUE;
    } else {
        self->has_delegate = FALSE;
        self->context = NULL;
    }
}

void cgtk_host_widget_place_child(GtkWidget *child, double x, double y, int width, int height) {
    int min = 0, nat = 0;
    /* GTK asks for a measure before every allocation; host widgets answer from cached Swift frames. */
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
    GskTransform *transform = NULL;
    if (x != 0 || y != 0) {
        transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)x, (float)y));
    }
    gtk_widget_allocate(child, width < 0 ? 0 : width, height < 0 ? 0 : height, -1, transform);
}
